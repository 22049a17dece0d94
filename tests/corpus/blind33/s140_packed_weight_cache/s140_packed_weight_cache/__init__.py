from .packing import PackedWeightCache
from .model import MixtralStyleMoE
