from .losses import LOSS_REGISTRY, register_aux_loss
from .runner import train_step
