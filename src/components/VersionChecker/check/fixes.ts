// Where each fix is explained on this site. A unit test checks that every anchor exists in docs/.

export type Fix = { command?: string; label: string; href: string };

export const fixPages = {
  expoInstall: '/installation?path=expo#versions-that-go-together',
  expoPins: '/compatibility#expo-sdks',
  workletsLine: '/installation?path=bare#versions-that-go-together',
  reanimatedLines: '/compatibility#reanimated-and-react-native',
  reactDomPin: '/installation#react-19',
  reanimated3Expo: '/installation?path=reanimated-3#versions-that-go-together',
  reanimated3Bare: '/installation?path=reanimated-3#versions-that-go-together',
  newArchitectureOnly: '/reanimated-4#the-new-architecture-only',
  expoGo: '/reanimated-4#expo-go-and-development-builds',
  addMoti: '/installation?path=expo#versions-that-go-together',
  updateMoti: '/installation#update-an-existing-app-to-030',
} as const;

export const expoInstallReanimated: Fix = {
  command: 'npx expo install react-native-reanimated react-native-worklets',
  label: 'Let Expo pick Reanimated and Worklets',
  href: fixPages.expoInstall,
};

export const expoFix = (packages: string): Fix => ({
  command: `npx expo install ${packages}`,
  label: "Let Expo pick your SDK's versions",
  href: fixPages.expoPins,
});
