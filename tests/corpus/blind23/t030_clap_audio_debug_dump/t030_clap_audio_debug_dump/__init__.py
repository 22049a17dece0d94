from .audio_model import ClapAudioConfig, ClapAudioEncoder

__all__ = ["ClapAudioConfig", "ClapAudioEncoder"]
