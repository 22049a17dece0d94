"""Torch-native (GPU side) image preprocessing for SigLIP-style vision encoders."""
