import torch

from .model import MLPBlock, ServerArgs, TinyDecoder
from .profiling import LayerTimer

server_args = ServerArgs()
decoder = TinyDecoder(server_args).eval()
layer_timer = LayerTimer().attach(decoder, MLPBlock) if server_args.enable_layer_timing else None


def run_decode_step(hidden_states: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return decoder(hidden_states)


step = torch.compile(run_decode_step, fullgraph=True)
