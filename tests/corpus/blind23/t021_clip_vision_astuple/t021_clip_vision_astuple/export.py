"""Build the traced-friendly vision tower used by the image-embedding service."""
import torch

from .configuration import VisionConfig
from .modeling_vision import VisionModel

# torchscript=True keeps outputs as plain tuples for the C++ frontend
config = VisionConfig(torchscript=True)
vision_tower = VisionModel(config).eval()
compiled_tower = torch.compile(vision_tower, fullgraph=True)
