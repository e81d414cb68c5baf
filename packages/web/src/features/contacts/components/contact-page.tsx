import { Title } from '@mantine/core';

export const ContactPage = () => <Title order={2}>Contact</Title>;
