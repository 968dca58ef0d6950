/**
 * The user form (SPEC §2: `/home/editprofile/{type}/{name}/{userId}` and
 * `/home/{type}/{name}/{userId}/{avatar}/FormUser`; §7 user calls). First the avatar picker:
 * choosing an avatar saves it, stores it in the browser session (so the top bar's Home link ends with
 * `/{avatar}`) and moves to the `…/{avatar}/FormUser` address. Then the member's data form; a save
 * shows "Exito!" and goes to the profile. Members only; guarded by {@link accountPage}.
 * @module
 */
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Avatar, MemberUpdateBody } from '../../../../shared/contract/members';
import {
  avatarPickerMessages as am,
  memberFormMessages as m,
  memberMessages,
  noticeMessages,
} from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { homePath, profilePath, accountPage, useSession } from '../../auth';
import { useAvatars, useMemberProfile, useUpdateMember } from '../api/api';
import { AvatarPicker } from '../avatar/AvatarPicker';
import { MemberDetailsForm } from '../details/MemberDetailsForm';
import '../../../styles/account.css';
import '../details/members.css';
import { seg } from '../../../lib/path';
import { TitledSection } from '../../../components/TitledSection';

/** `/home/{type}/{name}/{userId}/{avatar}/FormUser` for the session's account. */
export function formUserPath(s: { type: string; name: string; userId: string }, avatar: string): string {
  return `/home/${seg(s.type)}/${seg(s.name)}/${seg(s.userId)}/${seg(avatar)}/FormUser`;
}

/** The user form screen. */
export const MemberFormPage = accountPage(MemberForm);

function MemberForm() {
  const { session, update } = useSession();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const isMember = session?.type === 'user';
  const profile = useMemberProfile(isMember ? userId : undefined);
  const avatars = useAvatars();
  const saveAvatar = useUpdateMember(userId);
  const saveData = useUpdateMember(userId);

  if (!session || !isMember)
    return (
      <Frame>
        <StatusMessage
          kind="empty"
          title={memberMessages.membersOnly}
          headingLevel={2}
          link={session ? { to: homePath(session), label: m.cancel } : null}
        />
      </Frame>
    );

  const chooseAvatar = (avatar: Avatar) =>
    saveAvatar.mutate(
      { avatar: avatar._id },
      {
        onSuccess: (user) => {
          const id = user.avatar?._id ?? avatar._id;
          update({ avatar: id });
          toast({ kind: 'success', title: noticeMessages.success, text: am.saved });
          void navigate(formUserPath(session, id), { replace: true });
        },
        onError: (error) => toast({ kind: 'error', text: error.message }),
      },
    );

  const saveDetails = (body: MemberUpdateBody) =>
    saveData.mutateAsync(body).then((user) => {
      update({
        name: user.name,
        ...(body.latitude !== undefined && body.longitude !== undefined
          ? { latitude: body.latitude, longitude: body.longitude }
          : {}),
      });
      toast({ kind: 'success', title: noticeMessages.success, text: m.saved });
      void navigate(profilePath({ type: session.type, name: user.name, userId }));
    });

  return (
    <Frame>
      <TitledSection titleId="avatar-title" title={am.title} className="panel member-card">
        <p className="auth__lead">{am.lead}</p>
        <p id="avatar-hint" className="field__hint">
          {am.keyboardHint}
        </p>
        <QueryFrame query={avatars} loading={am.loading} errorTitle={am.loadError} compact>
          {(list) => (
            <AvatarPicker
              avatars={list}
              current={profile.data?.avatar?._id ?? session.avatar ?? null}
              pending={saveAvatar.isPending ? (saveAvatar.variables.avatar ?? null) : null}
              labelledBy="avatar-title"
              describedBy="avatar-hint"
              onChoose={chooseAvatar}
            />
          )}
        </QueryFrame>
      </TitledSection>
      <section className="panel member-card">
        <QueryFrame query={profile} loading={m.loading} errorTitle={m.loadError}>
          {(user) => (
            <MemberDetailsForm key={userId} user={user} onSave={saveDetails} saving={saveData.isPending} />
          )}
        </QueryFrame>
      </section>
      <p>
        <Link to={profilePath({ type: session.type, name: session.name, userId })}>{m.cancel}</Link>
      </p>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container column-page member-page">
      <PageMeta title={m.title} />
      <h1>{m.title}</h1>
      <p className="auth__lead">{m.lead}</p>
      {children}
    </div>
  );
}
