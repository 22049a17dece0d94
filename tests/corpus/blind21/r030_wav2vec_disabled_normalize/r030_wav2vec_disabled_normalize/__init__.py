from .configuration_wav2vec import Wav2VecConfig
from .modeling_wav2vec import Wav2VecModel, compiled_model

__all__ = ["Wav2VecConfig", "Wav2VecModel", "compiled_model"]
