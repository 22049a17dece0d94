from .encoder import AudioEncoder, AudioEncoderConfig
from .augment import SpecAugment
