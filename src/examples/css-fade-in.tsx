import Animated, { css } from 'react-native-reanimated'
import { StyleSheet, View } from 'react-native'

// Made once, outside the component, and shared by every render.
const fadeUp = css.keyframes({
  from: { opacity: 0, transform: [{ translateY: 40 }] },
  to: { opacity: 1, transform: [{ translateY: 0 }] },
})

export default function CssFadeIn() {
  return (
    <View style={styles.screen}>
      <Animated.View
        style={[
          styles.card,
          {
            animationName: fadeUp,
            animationDuration: '600ms',
            animationTimingFunction: 'ease-out',
            animationFillMode: 'backwards',
          },
        ]}
      />
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
  card: {
    width: 160,
    height: 100,
    borderRadius: 16,
    backgroundColor: '#0ea5e9',
  },
})
