import torch

from .config import SiglipVisionConfig
from .modeling_siglip import SiglipVisionModel

image_encoder = torch.compile(SiglipVisionModel(SiglipVisionConfig()).eval(), fullgraph=True)
