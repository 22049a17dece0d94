import logging

import torch
from torch import nn

from ..managers.schedule_batch import SamplingBatchInfo, global_server_args_dict

logger = logging.getLogger(__name__)


class Sampler(nn.Module):
    def __init__(self):
        super().__init__()
        self.use_nan_detection = global_server_args_dict["enable_nan_detection"]

    def _preprocess_logits(self, logits: torch.Tensor, sampling_info: SamplingBatchInfo):
        if self.use_nan_detection and torch.any(torch.isnan(logits)):
            logger.warning("Detected errors during sampling! NaN in the logits.")
            logits = torch.where(torch.isnan(logits), torch.full_like(logits, -1e5), logits)
        return logits

    def forward(self, logits: torch.Tensor, sampling_info: SamplingBatchInfo) -> torch.Tensor:
        logits = self._preprocess_logits(logits, sampling_info)
        if sampling_info.is_all_greedy:
            return torch.argmax(logits, -1)
        logits = logits.div_(sampling_info.temperatures)
        probs = torch.softmax(logits, dim=-1)
        return torch.multinomial(probs, num_samples=1).view(-1)
