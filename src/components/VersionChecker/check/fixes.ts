// Where each fix is explained on this site. A unit test checks that every anchor exists in docs/.

export type Fix = { command?: string; label: string; href: string };

export const fixPages = {
  expoInstall: '/installation#1-add-reanimated',
  expoPins: '/compatibility#expo-sdks',
  workletsLine: '/installation#1-add-both-packages',
  reanimatedLines: '/compatibility#reanimated-and-react-native',
  reactDomPin: '/installation#react-19',
  reanimated3Expo: '/installation#reanimated-3-expo',
  reanimated3Bare: '/installation#reanimated-3-bare',
  newArchitectureOnly: '/reanimated-4#the-new-architecture-only',
  expoGo: '/reanimated-4#expo-go-and-development-builds',
  addMoti: '/installation#2-add-moti',
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
