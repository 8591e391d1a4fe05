import { describe, expect, it } from 'vitest';
import { minifyCss } from '../../build/minify-css-literals.js';

describe('minifyCss', () => {
  it('drops indentation, comments and the spaces punctuation does not need', () => {
    const css = `
      /* the launcher */
      :host {
        display: block;
        margin: 0 auto;
      }
      .panel > .head,
      .panel .foot {
        width: calc(100% - 2px);
      }
    `;
    expect(minifyCss(css)).toBe(' :host{display:block;margin:0 auto}.panel > .head,.panel .foot{width:calc(100% - 2px)}');
  });

  it('leaves quoted strings as written', () => {
    expect(minifyCss(`.a::before { content: "a ;  b { }"; font-family: 'Noto  Sans', serif; }`)).toBe(
      `.a::before{content:"a ;  b { }";font-family:'Noto  Sans',serif}`,
    );
  });

  it('keeps the space that separates a descendant pseudo-class from its parent', () => {
    expect(minifyCss('a :hover { color: red }')).toBe('a :hover{color:red}');
  });

  it('keeps media queries readable to the browser', () => {
    expect(minifyCss('@media (max-width: 600px) and (hover: none) { .x { top: 0 } }')).toBe(
      '@media (max-width:600px) and (hover:none){.x{top:0}}',
    );
  });
});
