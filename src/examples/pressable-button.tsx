import { useState } from 'react'
import { MotiPressable, type MotiPressableProp } from 'moti/interactions'
import { StyleSheet, Text, View } from 'react-native'

// Declared once, outside the component, so Moti never has to rebuild it.
const animate: MotiPressableProp = ({ hovered, pressed }) => {
  'worklet'

  return {
    opacity: hovered || pressed ? 0.85 : 1,
    scale: pressed ? 0.94 : hovered ? 1.04 : 1,
  }
}

export default function PressableButton() {
  const [following, setFollowing] = useState(false)

  return (
    <View style={styles.screen}>
      <MotiPressable
        onPress={() => setFollowing((value) => !value)}
        animate={animate}
        transition={{ type: 'timing', duration: 150 }}
        accessibilityRole="button"
        style={[styles.button, following && styles.following]}
      >
        <Text style={styles.label}>{following ? 'Following' : 'Follow'}</Text>
      </MotiPressable>
      <Text style={styles.hint}>Hover, press, or focus it and press Enter</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 20 },
  button: {
    paddingVertical: 14,
    paddingHorizontal: 28,
    borderRadius: 12,
    backgroundColor: '#4f46e5',
  },
  following: { backgroundColor: '#3f3f46' },
  label: { fontSize: 17, fontWeight: '600', color: '#ffffff' },
  hint: { fontSize: 14, color: '#a1a1aa' },
})
