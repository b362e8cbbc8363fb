import { useState } from 'react'
import { AnimatePresence, MotiImage } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

// Pictures served by this website. In an app, use your own URLs or require().
const photos = [
  {
    uri: '/img/examples/gallery-dunes.svg',
    label: 'Sand dunes under a low sun',
  },
  {
    uri: '/img/examples/gallery-lake.svg',
    label: 'A still lake below two hills',
  },
  { uri: '/img/examples/gallery-forest.svg', label: 'Pine trees at dusk' },
  { uri: '/img/examples/gallery-peaks.svg', label: 'Snowy mountain peaks' },
]

const distance = 320

export default function ImageGallery() {
  const [[index, direction], setPage] = useState([0, 1])
  const photo = photos[index]

  const go = (step: 1 | -1) =>
    setPage(([current]) => [
      (current + step + photos.length) % photos.length,
      step,
    ])

  return (
    <View style={styles.screen}>
      <View style={styles.frame}>
        <AnimatePresence initial={false} custom={direction}>
          <MotiImage
            key={photo.uri}
            source={{ uri: photo.uri }}
            aria-label={photo.label}
            from={{ opacity: 0, scale: 0.9, translateX: direction * distance }}
            // Without scale: 1 here, the photo would keep the 0.9 of `from`.
            animate={{ opacity: 1, scale: 1, translateX: 0 }}
            exit={(custom: number) => {
              'worklet'
              return { opacity: 0, scale: 0.9, translateX: -custom * distance }
            }}
            transition={{ type: 'timing', duration: 400 }}
            style={styles.photo}
          />
        </AnimatePresence>
      </View>
      <View style={styles.controls}>
        <Pressable
          role="button"
          aria-label="Previous photo"
          onPress={() => go(-1)}
          style={styles.button}
        >
          <Text style={styles.buttonText}>‹</Text>
        </Pressable>
        <Text style={styles.counter}>
          {index + 1} / {photos.length}
        </Text>
        <Pressable
          role="button"
          aria-label="Next photo"
          onPress={() => go(1)}
          style={styles.button}
        >
          <Text style={styles.buttonText}>›</Text>
        </Pressable>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 20 },
  frame: { width: 320, height: 200, borderRadius: 16, overflow: 'hidden' },
  photo: { ...StyleSheet.absoluteFillObject, width: 320, height: 200 },
  controls: { flexDirection: 'row', alignItems: 'center', gap: 20 },
  button: {
    width: 44,
    height: 44,
    borderRadius: 22,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#27272a',
  },
  buttonText: { fontSize: 26, lineHeight: 28, color: '#f4f4f5' },
  counter: {
    fontSize: 15,
    color: '#a1a1aa',
    minWidth: 48,
    textAlign: 'center',
  },
})
