import { useEffect, useState } from 'react'
import { Skeleton } from 'moti/skeleton'
import { Image, Pressable, StyleSheet, Text, View } from 'react-native'

// Stands in for a network request: each attempt resolves after two seconds.
function useFakeProfile(attempt: number) {
  const [loadedAttempt, setLoadedAttempt] = useState(-1)
  useEffect(() => {
    const timer = setTimeout(() => setLoadedAttempt(attempt), 2000)
    return () => clearTimeout(timer)
  }, [attempt])
  return loadedAttempt === attempt
}

export default function SkeletonExample() {
  const [attempt, setAttempt] = useState(0)
  const loaded = useFakeProfile(attempt)

  return (
    <View style={styles.screen}>
      <Skeleton.Group show={!loaded}>
        <View style={styles.card}>
          <View style={styles.row}>
            <Skeleton radius="round" width={56} height={56}>
              <Image
                source={{ uri: '/img/examples/avatar.svg' }}
                aria-label="Avatar of Ada Park"
                style={styles.avatar}
              />
            </Skeleton>
            <View style={styles.names}>
              <Skeleton width={140} height={20}>
                <Text style={styles.name}>Ada Park</Text>
              </Skeleton>
              <Skeleton width={100} height={16}>
                <Text style={styles.role}>Motion designer</Text>
              </Skeleton>
            </View>
          </View>
          <Skeleton width="100%" height={44}>
            <Text style={styles.bio}>
              Ada turns static screens into small stories, one spring at a time.
            </Text>
          </Skeleton>
        </View>
      </Skeleton.Group>
      <Pressable
        role="button"
        onPress={() => setAttempt((value) => value + 1)}
        style={styles.button}
      >
        <Text style={styles.buttonText}>Load again</Text>
      </Pressable>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 24 },
  card: {
    width: 300,
    padding: 16,
    gap: 16,
    borderRadius: 16,
    backgroundColor: '#18181b',
  },
  row: { flexDirection: 'row', alignItems: 'center', gap: 14 },
  avatar: { width: 56, height: 56, borderRadius: 28 },
  names: { gap: 6 },
  name: { fontSize: 17, fontWeight: '600', color: '#f4f4f5' },
  role: { fontSize: 14, color: '#a1a1aa' },
  bio: { fontSize: 15, lineHeight: 22, color: '#d4d4d8' },
  button: {
    paddingVertical: 10,
    paddingHorizontal: 18,
    borderRadius: 999,
    backgroundColor: '#27272a',
  },
  buttonText: { fontSize: 16, color: '#f4f4f5' },
})
