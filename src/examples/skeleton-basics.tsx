import { useState } from 'react'
import { Skeleton } from 'moti/skeleton'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function SkeletonBasics() {
  const [loading, setLoading] = useState(true)

  return (
    <View style={styles.screen}>
      <Skeleton.Group show={loading}>
        <View style={styles.row}>
          <Skeleton radius="round" width={48} height={48}>
            <View style={styles.initials}>
              <Text style={styles.initialsText}>JL</Text>
            </View>
          </Skeleton>
          <Skeleton width={160} height={20}>
            <Text style={styles.name}>Jun Lee</Text>
          </Skeleton>
        </View>
      </Skeleton.Group>
      <Pressable
        role="button"
        onPress={() => setLoading((value) => !value)}
        style={styles.button}
      >
        <Text style={styles.buttonText}>
          {loading ? 'Show the content' : 'Show the placeholders'}
        </Text>
      </Pressable>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 28 },
  row: { flexDirection: 'row', alignItems: 'center', gap: 12 },
  initials: {
    width: 48,
    height: 48,
    borderRadius: 24,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#0f766e',
  },
  initialsText: { fontSize: 17, fontWeight: '700', color: '#ffffff' },
  name: { fontSize: 18, color: '#f4f4f5' },
  button: {
    paddingVertical: 10,
    paddingHorizontal: 18,
    borderRadius: 999,
    backgroundColor: '#27272a',
  },
  buttonText: { fontSize: 16, color: '#f4f4f5' },
})
