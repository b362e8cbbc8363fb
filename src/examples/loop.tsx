import { MotiView } from 'moti'
import { StyleSheet, View } from 'react-native'

export default function Loop() {
  return (
    <View style={styles.screen}>
      <View style={styles.target}>
        {[0, 1, 2].map((index) => (
          <MotiView
            key={index}
            from={{ opacity: 0.8, scale: 1 }}
            animate={{ opacity: 0, scale: 3 }}
            transition={{
              type: 'timing',
              duration: 2400,
              delay: index * 800,
              loop: true,
              repeatReverse: false,
            }}
            style={styles.ring}
          />
        ))}
        <View style={styles.dot} />
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
  target: {
    width: 64,
    height: 64,
    alignItems: 'center',
    justifyContent: 'center',
  },
  ring: {
    position: 'absolute',
    width: 64,
    height: 64,
    borderRadius: 32,
    borderWidth: 2,
    borderColor: '#f472b6',
  },
  dot: { width: 28, height: 28, borderRadius: 14, backgroundColor: '#f472b6' },
})
