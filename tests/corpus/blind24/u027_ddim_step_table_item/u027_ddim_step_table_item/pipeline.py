import torch

from .tables import DDIMTables, accepted_kwargs
from .unet import TinyUNet


class DDIMGuidedStepper:
    def __init__(self, unet: TinyUNet, tables: DDIMTables, guidance_scale: float = 7.5, guidance_rescale: float = 0.7):
        self.unet = unet
        self.tables = tables
        self.guidance_scale = guidance_scale
        self.guidance_rescale = guidance_rescale
        # resolved once: whether the denoiser wants the context passed as a keyword
        self._unet_kwargs = accepted_kwargs(unet.forward)

    def _predict(self, x, t, cond, uncond):
        ctx = torch.cat([uncond, cond])
        if "context" in self._unet_kwargs:
            eps = self.unet(torch.cat([x, x]), t, context=ctx)
        else:
            eps = self.unet(torch.cat([x, x]), t, ctx)
        eps_u, eps_c = eps.chunk(2)
        guided = eps_u + self.guidance_scale * (eps_c - eps_u)
        if self.guidance_rescale > 0:
            std_c = eps_c.std(dim=(1, 2, 3), keepdim=True)
            std_g = guided.std(dim=(1, 2, 3), keepdim=True)
            rescaled = guided * (std_c / std_g)
            guided = self.guidance_rescale * rescaled + (1 - self.guidance_rescale) * guided
        return guided

    @torch.no_grad()
    def step(self, x, step_idx: torch.Tensor, cond, uncond, noise):
        i = int(step_idx.item())
        tb = self.tables
        eps = self._predict(x, tb.timesteps[i], cond, uncond)
        x0 = (x - tb.sqrt_1ma[i] * eps) / tb.sqrt_a[i]
        x_prev = tb.sqrt_a_prev[i] * x0 + tb.dir_coef[i] * eps
        if tb.sigma[i] > 0 and i < len(tb) - 1:
            x_prev = x_prev + tb.sigma[i] * noise
        return x_prev


torch.manual_seed(0)
stepper = DDIMGuidedStepper(TinyUNet().eval(), DDIMTables(steps=10, eta=0.3))
compiled_step = torch.compile(stepper.step, fullgraph=True)
