from .base import SSMMixerBase, ConvState
from .mixer import HymbaStyleMixer, build_compiled_mixer
