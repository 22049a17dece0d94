import torch

GPTQ_MARLIN_TILE = 16
GPTQ_MARLIN_MIN_THREAD_N = 64
GPTQ_MARLIN_MAX_PARALLEL = 16


def query_marlin_supported_quant_types(has_zp: bool) -> list:
    return ["uint4", "uint8"] if has_zp else ["uint4b8", "uint8b128"]


def marlin_sm_count(device: torch.device) -> int:
    if device.type == "cuda":
        return torch.cuda.get_device_properties(device).multi_processor_count
    return 1


@torch.compiler.disable
def marlin_make_workspace(output_size_per_partition: int, device: torch.device) -> torch.Tensor:
    max_workspace_size = (
        output_size_per_partition // GPTQ_MARLIN_MIN_THREAD_N
    ) * GPTQ_MARLIN_MAX_PARALLEL
    return torch.zeros(max(max_workspace_size, marlin_sm_count(device)),
                       dtype=torch.int, device=device, requires_grad=False)


def marlin_permute_scales(s: torch.Tensor, size_k: int, size_n: int, group_size: int):
    perm = [i + 8 * j for i in range(8) for j in range(8)]
    if group_size < size_k and group_size != -1:
        s = s.reshape((-1, len(perm)))[:, perm]
    return s.reshape((-1, size_n)).contiguous()


def marlin_gemm_reference(x: torch.Tensor, q_w: torch.Tensor, s: torch.Tensor,
                          group_size: int, num_bits: int,
                          workspace: torch.Tensor) -> torch.Tensor:
    pack = 32 // num_bits
    shifts = torch.arange(0, 32, num_bits, dtype=torch.int32, device=q_w.device)
    w = (q_w.unsqueeze(1) >> shifts.view(1, pack, 1)) & ((1 << num_bits) - 1)
    w = w.reshape(-1, q_w.shape[-1]).to(x.dtype) - (1 << (num_bits - 1))
    w = w * s.repeat_interleave(group_size, dim=0)
    return x @ w
