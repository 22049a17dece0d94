from .config import LoRAConfig, ScalingMode
from .layer import LoRAOutputProj, build_proj
