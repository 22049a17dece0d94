import torch

from .siglip import SiglipVisionModel
from .stats import EncoderStatsCollector

ENABLE_ENCODER_STATS = True

encoder_stats = EncoderStatsCollector()
vision_model = SiglipVisionModel().eval()
if ENABLE_ENCODER_STATS:
    vision_model.encoder.register_layer_callback(encoder_stats.on_layer_end)

compiled_vision_model = torch.compile(vision_model, fullgraph=True)
