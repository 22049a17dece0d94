from torch import nn

from .envs import cpu_has_amx_support, envs, has_sgl_cpu_kernels, is_cpu_only


class CustomOp(nn.Module):
    def __init__(self):
        super().__init__()
        self._forward_method = self.dispatch_forward()

    def forward(self, *args, **kwargs):
        return self._forward_method(*args, **kwargs)

    def forward_native(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cuda(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cpu(self, *args, **kwargs):
        return self.forward_native(*args, **kwargs)

    def dispatch_forward(self):
        if is_cpu_only():
            if (
                envs.SGLANG_USE_CPU_ROPE_KERNEL
                and cpu_has_amx_support()
                and has_sgl_cpu_kernels()
            ):
                return self.forward_cpu
            return self.forward_native
        return self.forward_cuda
