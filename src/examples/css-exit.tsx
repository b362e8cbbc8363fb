import { useState } from 'react'
import Animated from 'react-native-reanimated'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function CssExit() {
  const [shown, setShown] = useState(true)
  const [leaving, setLeaving] = useState(false)

  return (
    <View style={styles.screen}>
      <Pressable
        role="button"
        onPress={() => {
          if (shown) return setLeaving(true)
          setLeaving(false)
          setShown(true)
        }}
        style={styles.button}
      >
        <Text style={styles.buttonText}>
          {shown ? 'Dismiss' : 'Show again'}
        </Text>
      </Pressable>
      <View style={styles.slot}>
        {shown && (
          <Animated.View
            style={[
              styles.toast,
              {
                opacity: leaving ? 0 : 1,
                transform: [{ translateY: leaving ? 24 : 0 }],
                transitionProperty: ['opacity', 'transform'],
                transitionDuration: 400,
              },
            ]}
            // Unmounting does not animate: fade out, then remove it.
            onCSSTransitionEnd={({ propertyName }) => {
              if (propertyName === 'opacity' && leaving) setShown(false)
            }}
          >
            <Text style={styles.toastText}>Saved</Text>
          </Animated.View>
        )}
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 24 },
  button: {
    paddingVertical: 10,
    paddingHorizontal: 18,
    borderRadius: 8,
    backgroundColor: '#3f3f46',
  },
  buttonText: { fontSize: 16, color: '#fafafa' },
  slot: { height: 56, justifyContent: 'center' },
  toast: {
    paddingVertical: 14,
    paddingHorizontal: 28,
    borderRadius: 12,
    backgroundColor: '#7e22ce',
  },
  toastText: { fontSize: 16, color: '#fafafa' },
})
