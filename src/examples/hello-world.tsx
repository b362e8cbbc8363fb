import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function HelloWorld() {
  const [grown, setGrown] = useState(false)

  return (
    <View style={styles.screen}>
      <Pressable
        role="button"
        aria-label={grown ? 'Shrink the square' : 'Grow the square'}
        onPress={() => setGrown((value) => !value)}
      >
        <MotiView
          from={{ opacity: 0, scale: 0.5 }}
          animate={{ opacity: 1, scale: grown ? 1.3 : 1 }}
          transition={{ type: 'timing', duration: 600 }}
          style={styles.square}
        />
      </Pressable>
      <Text style={styles.hint}>Press the square</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 32 },
  square: {
    width: 120,
    height: 120,
    borderRadius: 24,
    backgroundColor: '#8b5cf6',
  },
  hint: { fontSize: 16, color: '#a1a1aa' },
})
