import torch

from .configuration import VisionLanguageConfig
from .modeling import VisionLanguageModel

vlm = VisionLanguageModel(VisionLanguageConfig()).eval()
compiled_vlm = torch.compile(vlm, fullgraph=True)
