import torch

from s994_tensor_dump_hooks.model_runner import ModelRunner, ServerArgs

ENTRY = "s994_tensor_dump_hooks.qwen2:Qwen2ForCausalLM.forward"

_runner = ModelRunner(ServerArgs(debug_tensor_dump_output_folder="/tmp/s994_tensor_dump"))


def inputs():
    return (_runner.model, torch.tensor([1, 5, 7, 3]))
