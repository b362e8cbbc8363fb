import { MotiView } from 'moti'
import { StyleSheet, View } from 'react-native'

export default function MotiFadeIn() {
  return (
    <View style={styles.screen}>
      <MotiView
        from={{ opacity: 0, translateY: 40 }}
        animate={{ opacity: 1, translateY: 0 }}
        transition={{ type: 'timing', duration: 600 }}
        style={styles.card}
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
