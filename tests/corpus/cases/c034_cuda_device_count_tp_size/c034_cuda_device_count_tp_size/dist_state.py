import torch


def get_tensor_model_parallel_world_size() -> int:
    return max(torch.cuda.device_count(), 1)
