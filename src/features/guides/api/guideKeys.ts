/** Query keys of guide data; every guide mutation invalidates `all`. */
export const guideKeys = {
  all: ['guides'] as const,
  list: () => [...guideKeys.all, 'list'] as const,
  detail: (id: string) => [...guideKeys.all, 'detail', id] as const,
  editing: (id: string) => [...guideKeys.all, 'editing', id] as const,
};
