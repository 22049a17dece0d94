import torch

from .decoder import DecoderLayer
from .layer_stats import ForwardTimer

decoder = DecoderLayer()
timer = ForwardTimer("model.layers.0")
timer.attach(decoder)
decoder_compiled = torch.compile(decoder, fullgraph=True)
