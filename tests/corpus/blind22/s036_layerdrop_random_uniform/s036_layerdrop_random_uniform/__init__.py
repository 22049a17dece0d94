from .configuration import EncoderConfig
from .modeling import AudioEncoder, AudioClassifier
from .trainer import Trainer, loss_step

__all__ = ["EncoderConfig", "AudioEncoder", "AudioClassifier", "Trainer", "loss_step"]
