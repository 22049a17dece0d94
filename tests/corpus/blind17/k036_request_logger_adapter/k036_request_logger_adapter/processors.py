import torch

from .log_utils import request_logger


def apply_temperature(row, temperature, request_id):
    log = request_logger(request_id)
    log.debug("temperature=%s", temperature)
    return row / max(temperature, 1e-5)


def top_k_filter(row, k):
    vals, _ = torch.topk(row, k)
    return torch.where(row < vals[-1], torch.full_like(row, float("-inf")), row)
