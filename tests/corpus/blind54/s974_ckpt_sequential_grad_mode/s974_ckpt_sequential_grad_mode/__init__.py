from .modeling_utils import GradientCheckpointingMixin, ModelConfig
from .models import MODEL_REGISTRY, build_model

__all__ = ["GradientCheckpointingMixin", "ModelConfig", "MODEL_REGISTRY", "build_model"]
