from .configuration_mae import MAEConfig
from .modeling_mae import MAEForPreTraining

__all__ = ["MAEConfig", "MAEForPreTraining"]
