"""HiFi-GAN style neural vocoder with serving metrics."""
