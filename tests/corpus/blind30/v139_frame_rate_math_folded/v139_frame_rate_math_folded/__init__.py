"""Codec decoder that resamples to a serving sample rate chosen by config."""
from .rates import FrameRateConfig, resample_ratio, samples_for_frames
from .decoder import ResamplingDecoder, compiled_decoder

__all__ = ["FrameRateConfig", "resample_ratio", "samples_for_frames", "ResamplingDecoder", "compiled_decoder"]
