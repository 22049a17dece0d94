import torch

from .backbone import BackboneConfig, DinoBackbone

backbone = DinoBackbone(BackboneConfig()).eval()
forward_features = torch.compile(backbone.forward_features, fullgraph=True)
