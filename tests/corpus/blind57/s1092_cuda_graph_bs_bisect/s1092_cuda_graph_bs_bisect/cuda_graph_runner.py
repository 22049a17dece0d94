import torch

from .cuda_graph_utils import get_padded_batch_size, pad_batch
from .envs import envs


class CudaGraphRunner:
    def __init__(self, model_runner):
        self.model_runner = model_runner
        self.max_bs = envs.cuda_graph_max_bs
        self.disable_padding = envs.disable_cuda_graph_padding

    def can_run(self, batch_size: int) -> bool:
        return batch_size <= self.max_bs

    def replay_prepare(self, input_embeds: torch.Tensor):
        raw_bs = input_embeds.shape[0]
        if self.disable_padding:
            return input_embeds, raw_bs
        bs = get_padded_batch_size(raw_bs, self.max_bs)
        return pad_batch(input_embeds, bs), raw_bs

    def replay(self, input_embeds: torch.Tensor) -> torch.Tensor:
        padded, raw_bs = self.replay_prepare(input_embeds)
        out = self.model_runner.model(padded)
        return out[:raw_bs]
