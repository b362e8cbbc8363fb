import Animated, { css } from 'react-native-reanimated'
import { StyleSheet, View } from 'react-native'

// Percentages place each step on the cycle: grow fast, then take longer to come back.
const pulse = css.keyframes({
  '0%': { transform: [{ scale: 1 }], opacity: 1 },
  '30%': { transform: [{ scale: 1.4 }], opacity: 0.6 },
  '100%': { transform: [{ scale: 1 }], opacity: 1 },
})

export default function CssPulse() {
  return (
    <View style={styles.screen}>
      <Animated.View
        style={[
          styles.dot,
          {
            animationName: pulse,
            animationDuration: '1.2s',
            animationIterationCount: 'infinite',
            animationTimingFunction: 'ease-in-out',
          },
        ]}
      />
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
  dot: { width: 64, height: 64, borderRadius: 32, backgroundColor: '#f43f5e' },
})
