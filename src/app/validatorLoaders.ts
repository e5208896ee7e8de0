// The props validators of the component types no menu page draws (App.tsx imports the menu ones): a
// chunk of its own, fetched the first time such a type is drawn. Each validator stays its own chunk.
import type { PropsValidator } from '../engine/runtime/context';

export const OTHER_VALIDATOR_FILES = import.meta.glob<PropsValidator>(
  [
    '../generated/props/*.js',
    '!../generated/props/{AccountLink,Banner,CategoryNav,ClosedNotice,Footer,Header,LanguageSwitch,Link,NavBar,Outlet,ProductGrid,SearchBox,Stack,ThemeSwitch}.js',
  ],
  { import: 'validate' },
);
