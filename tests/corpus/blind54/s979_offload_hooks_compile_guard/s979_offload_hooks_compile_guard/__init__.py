from .offload import ActivationCPUOffloader
from .vision_tower import VisionTower

__all__ = ["ActivationCPUOffloader", "VisionTower"]
