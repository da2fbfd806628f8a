import type { GuideInput } from '../../src/domain/guide';

/** The byline of the sample guides: a fictional admin, like every other sample. */
export const SAMPLE_GUIDE_AUTHOR = 'Mira Quill (sample admin)';

/**
 * Two original sample guides in the editor's own HTML, so a new site shows every kind of
 * formatting the editor offers. `imageUrl` is a seeded image in our own file storage.
 */
export function sampleGuides(imageUrl: string): (GuideInput & { tags: string[] })[] {
  return [
    {
      title: 'Welcome: how to use this fan guide (sample)',
      tags: ['Basics', 'Site help'],
      content: [
        '<h1 style="text-align: center">Welcome to the fan guide</h1>',
        '<p style="text-align: center"><em>This is sample content: edit or delete it once you have written your own.</em></p>',
        `<img src="${imageUrl}" alt="A sample hero portrait" width="256" height="256" class="align-center">`,
        '<h2>Finding your way around</h2>',
        '<p>Open the menu with the <strong>top-left button</strong>. Every page works on a phone, and the theme button switches between <u>light</u> and <u>dark</u>.</p>',
        '<ul>',
        '<li><p><strong>Heroes</strong>: the tier list, with stats and recommended gear.</p></li>',
        '<li><p><strong>Codes</strong>: tap a card to copy its code.</p></li>',
        '<li><p><strong>Guild Calculator</strong>: how many days until your guild levels up.</p></li>',
        '</ul>',
        '<h2>For admins</h2>',
        '<ol>',
        '<li><p>Sign in on the admin login page.</p></li>',
        '<li><p>Edit heroes, codes and guides right on their pages.</p></li>',
        '<li><p>Import many heroes at once from a JSON file.</p></li>',
        '</ol>',
        '<blockquote><p>Every hero, code and guide here is fictional sample data. <s>Real data</s> Your community’s data goes here.</p></blockquote>',
      ].join(''),
    },
    {
      title: "A beginner's path through the first week (sample)",
      tags: ['Basics', 'Progression', 'Guild'],
      content: [
        '<h2>Your first week</h2>',
        '<p>This <em>fictional</em> plan shows how a guide can combine lists, checklists and code blocks.</p>',
        '<h3>Daily checklist</h3>',
        '<ul data-type="taskList">',
        '<li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Redeem the <code>SAMPLE-WELCOME</code> code</p></div></li>',
        '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>Spend both guild donations</p></div></li>',
        '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>Upgrade one hero from the top tiers</p></div></li>',
        '</ul>',
        '<h3>Where to spend resources</h3>',
        '<ol>',
        '<li><p>Raise your <strong>main damage hero</strong> first.</p></li>',
        '<li><p>Then a <em>healer</em> or a <u>shield</u> hero.</p></li>',
        '<li><p>Save the rest for events.</p></li>',
        '</ol>',
        '<p>A note you might keep for your guild:</p>',
        '<pre><code class="language-text">Day 1-3: donations x2 every day\nDay 4-7: donations x5 with gems if you can</code></pre>',
        '<p style="text-align: right"><em>Good luck, and have fun!</em></p>',
      ].join(''),
    },
  ];
}
