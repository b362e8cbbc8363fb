import { useState } from 'react'
import { MotiProgressBar } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

// A constant, so the bar never sees a new transition on a render.
const transition = { type: 'timing', duration: 500 } as const

export default function ProgressBar() {
  const [progress, setProgress] = useState(0)
  const percent = Math.round(progress * 100)

  return (
    <View style={styles.screen}>
      <Text style={styles.title}>Uploading 4 photos</Text>
      <View
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={styles.track}
      >
        <MotiProgressBar
          progress={progress}
          height={10}
          color="#22c55e"
          transition={transition}
        />
      </View>
      <Text style={styles.value}>{percent}%</Text>
      <View style={styles.row}>
        <Pressable
          role="button"
          onPress={() => setProgress((value) => Math.min(1, value + 0.25))}
          style={styles.button}
        >
          <Text style={styles.buttonText}>Add one photo</Text>
        </Pressable>
        <Pressable
          role="button"
          onPress={() => setProgress(0)}
          style={styles.button}
        >
          <Text style={styles.buttonText}>Start over</Text>
        </Pressable>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 },
  title: { fontSize: 17, fontWeight: '600', color: '#f4f4f5' },
  track: { width: 280 },
  value: { fontSize: 15, color: '#a1a1aa' },
  row: { flexDirection: 'row', gap: 12 },
  button: {
    paddingVertical: 10,
    paddingHorizontal: 18,
    borderRadius: 999,
    backgroundColor: '#27272a',
  },
  buttonText: { fontSize: 16, color: '#f4f4f5' },
})
