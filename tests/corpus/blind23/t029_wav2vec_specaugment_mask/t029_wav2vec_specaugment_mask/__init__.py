from .config import Wav2VecConfig
from .model import Wav2VecForSequenceClassification

__all__ = ["Wav2VecConfig", "Wav2VecForSequenceClassification"]
