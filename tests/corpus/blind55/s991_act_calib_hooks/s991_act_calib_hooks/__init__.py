from .config import CalibrationConfig, ModelConfig

__all__ = ["CalibrationConfig", "ModelConfig"]
