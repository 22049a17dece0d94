"""Small ConvNeXt-like backbone returning multi-scale features."""
