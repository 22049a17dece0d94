from .runner import karras_step
